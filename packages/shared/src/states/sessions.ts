/** The kind of device a signed-in browser runs on, as read from its user agent. */
export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet', 'unknown'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
