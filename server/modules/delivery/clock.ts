/** Where the delivery engine reads the time: injected, so tests decide what "now" is. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
