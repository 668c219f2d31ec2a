/**
 * Whether boards offer **Open the board** (the Activity): only when this process serves
 * one (ACTIVITY_PORT), set once at start, so a board never offers a button that leads nowhere.
 */
let offered = false;

export function offerActivity(on: boolean): void {
  offered = on;
}

export const activityOffered = (): boolean => offered;
