import { PICTURES } from "./pictures";

/** The desktop every journey looks at a screen on. */
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * The phone every journey looks at a screen on. Its pixel density is a phone's 2 only when
 * pictures are saved: the layout, touch and axe's reading are the same at 1, and drawing four
 * times the pixels for nobody cost CI's busy cores (decision 0119).
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: PICTURES ? 2 : 1,
  isMobile: true,
  hasTouch: true,
};

export const DEVICES = { desktop: DESKTOP, phone: PHONE } as const;
