/**
 * Where a tap ends and a drag begins, and how close two taps make a double tap: `Gestures`
 * decides by them, and so does the element for a tap that comes before pointer play has loaded.
 */

/** A press that moves less than this (in CSS pixels) is a tap. */
export const DRAG_THRESHOLD = 6;
/** Two taps on the same thing or the same spot within this many milliseconds are a double tap. */
export const DOUBLE_TAP_MS = 350;
/**
 * Two taps this close (in CSS pixels) are on the same spot, whatever lies there now: the first
 * may have sent its card away, uncovering another.
 */
export const DOUBLE_TAP_SLOP = 20;
