/**
 * Nothing a diner taps may move as the tap lands (issue 40, item 11). A field's blur check runs
 * when focus leaves it, and a tap on a button moves focus at the press: the check's error,
 * inserted above the button, pushed it 26 px down under the finger, the release landed elsewhere
 * and the click never came ('Save Address' on a phone took two taps). So work that a blur sets off
 * waits while a press is held and runs just after the release's click (a timer from the release
 * runs after the click, dispatched in the same task); a keyboard blur runs at once.
 *
 * On touch, the pointer is released before the compatibility mouse events (mousedown, when focus
 * moves, then mouseup and click), so each press counts: a release only ends the latest one.
 */
let latestPress = 0;
let held = false;
const waiting: (() => void)[] = [];

function runWaiting(): void {
  held = false;
  for (const run of waiting.splice(0)) run();
}

function press(): void {
  latestPress += 1;
  held = true;
}

function release(): void {
  const ended = latestPress;
  setTimeout(() => {
    if (ended === latestPress) runWaiting();
  });
}

if (typeof document !== 'undefined') {
  for (const type of ['pointerdown', 'mousedown']) document.addEventListener(type, press, true);
  for (const type of ['pointerup', 'mouseup', 'pointercancel']) document.addEventListener(type, release, true);
  // A release the page never heard (outside the window) must not hold keyboard work back.
  document.addEventListener('keydown', runWaiting, true);
}

/** Runs `work` now, or just after the tap in progress has landed. */
export function afterTap(work: () => void): void {
  if (held) waiting.push(work);
  else work();
}

/** A field's props (react-hook-form's `register`) whose blur check waits for a tap in progress: for inputs drawn without TextField. */
export function tapSafe<Props extends { onBlur: (event: never) => unknown }>(props: Props): Props {
  const { onBlur } = props;
  return { ...props, onBlur: ((event: never) => afterTap(() => void onBlur(event))) as Props['onBlur'] };
}
