import type { Platform } from '../../../../contract/appBuildRequests';
import { KEEP_IMAGE, type ImageChoice } from '../../../components/form/ImageField';

export interface ProvisioningValues {
  organizationName: string;
  appName: string;
  platforms: Platform[];
  iosBundleId: string;
  androidPackage: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  notes: string;
  icon: ImageChoice;
}

export const NEW_PROVISIONING: ProvisioningValues = {
  organizationName: '',
  appName: '',
  platforms: ['ios', 'android'],
  iosBundleId: '',
  androidPackage: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  notes: '',
  icon: KEEP_IMAGE,
};
