/** The moment a request compares publication times with (news items, the menus' links to them): one per request. */
export const requestNow = () => new Date().toISOString();
