import { formatInstant, fromServerTime } from '../../lib/serverTime';

/**
 * A send time as compose's zones line, the history's Next and the detail's Next send all show it:
 * YYYY-MM-DD HH:mm in the viewer's zone, from an ISO instant (the audience count's zones) or a
 * server time (a summary's nextSendAt). The same instant reads the same on every screen.
 */
export const sendTimeOfInstant = (iso: string): string => formatInstant(iso).slice(0, 16);

export const sendTimeOfServer = (text: string): string => fromServerTime(text).slice(0, 16);
