import { ColorField } from '../../../../components/form/ColorField';
import { SETTING_DEFAULTS } from '../../../../../contract/appSettingsDefaults';

const COLORS = [
  ['primary', 'Primary', 'Buttons, the first module and links.'],
  ['accent', 'Accent', 'Tags and highlights.'],
  ['background', 'Background', 'The page behind everything.'],
  ['text', 'Text', 'Words on the background.'],
  ['menuBackground', 'Menu background', 'The bar at the top and the tab bar.'],
  ['menuText', 'Menu text', 'Words and icons on the menu.'],
] as const;

export function ColorSelectionFields() {
  const fallback = SETTING_DEFAULTS['color-selection'];
  return (
    <div className="row">
      {COLORS.map(([name, label, help]) => (
        <div className="col-12 col-md-6" key={name}>
          <ColorField name={name} label={label} help={help} fallback={fallback[name]} />
        </div>
      ))}
    </div>
  );
}
