export type ChannelType = 'PRIMARY' | 'HYBRID' | 'DEFAULT' | 'SECONDARY';

export interface ChannelTypeFlags {
  is_local: boolean;
  isCompanyDefault: boolean;
  allowRegistration: boolean;
}

/**
 * SPEC.md section 3: local and not default gives PRIMARY; allowRegistration gives HYBRID;
 * default gives DEFAULT; otherwise SECONDARY. The rules are applied in that order.
 */
export function channelTypeOf(flags: ChannelTypeFlags): ChannelType {
  if (flags.is_local && !flags.isCompanyDefault) return 'PRIMARY';
  if (flags.allowRegistration) return 'HYBRID';
  if (flags.isCompanyDefault) return 'DEFAULT';
  return 'SECONDARY';
}
