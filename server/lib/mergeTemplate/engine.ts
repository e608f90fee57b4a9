import { Liquid, type LiquidOptions } from 'liquidjs';

/**
 * Liquid, the template language of Shopify and Jekyll, through liquidjs: it has no way to run
 * code, and with no file system and no templates of its own an `include` has nothing to read.
 * Compose allows only merge fields and a few filters anyway (check.ts). Limits keep a hostile
 * template from costing more than a normal one.
 */
const OPTIONS: LiquidOptions = {
  templates: {},
  ownPropertyOnly: true,
  strictFilters: true,
  parseLimit: 400_000,
  renderLimit: 100,
  memoryLimit: 1_000_000,
};

/** For SMS, push and titles: values land as they are (a `<b>` in a name stays `<b>`). */
export const textEngine = new Liquid(OPTIONS);

/** For the HTML body: every value is HTML-escaped where it lands. */
export const htmlEngine = new Liquid({ ...OPTIONS, outputEscape: 'escape' });
