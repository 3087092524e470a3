import { lastActivity, noteActivity, resetActivity, trackUserActivity } from './userActivity';

let stop: () => void;
beforeEach(() => {
  localStorage.clear();
  resetActivity();
  jest.useFakeTimers({ now: 1_800_000_000_000 });
  stop = trackUserActivity();
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

const press = (target: EventTarget, type: string) =>
  target.dispatchEvent(new Event(type, { bubbles: true }));

test('a key, a click or a touch is activity; moving the pointer is not', () => {
  press(document.body, 'pointermove');
  expect(lastActivity()).toBe(0);
  for (const type of ['keydown', 'pointerdown', 'touchstart']) {
    jest.advanceTimersByTime(5000);
    press(document.body, type);
    expect(lastActivity()).toBe(Date.now());
  }
});

test("the session dialog's own keys and clicks are not", () => {
  const dialog = document.createElement('div');
  dialog.setAttribute('data-session-dialog', '');
  const button = document.createElement('button');
  dialog.append(button);
  document.body.append(dialog);
  press(button, 'keydown');
  press(button, 'pointerdown');
  expect(lastActivity()).toBe(0);
  dialog.remove();
});

test('is shared with the other tabs at most once a second, and read from them', () => {
  press(document.body, 'keydown');
  expect(localStorage.getItem('sessionActivity')).toBe(String(Date.now()));
  const first = Date.now();
  jest.advanceTimersByTime(400);
  press(document.body, 'keydown');
  expect(localStorage.getItem('sessionActivity')).toBe(String(first));
  expect(lastActivity()).toBe(Date.now());
  // another tab's later key
  localStorage.setItem('sessionActivity', String(Date.now() + 5000));
  expect(lastActivity()).toBe(Date.now() + 5000);
});

test('stops listening when told', () => {
  stop();
  press(document.body, 'keydown');
  expect(lastActivity()).toBe(0);
  noteActivity();
  expect(lastActivity()).toBe(Date.now());
});
