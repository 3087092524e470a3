import { confirmLeave, leaveThen, registerLeaveGuard, type LeaveGuard } from './leaveGuard';

let releases: Array<() => void> = [];
afterEach(() => {
  releases.forEach((release) => release());
  releases = [];
  document.body.innerHTML = '';
});

function guard(dirty: boolean, answer = true) {
  const g = { dirty: jest.fn(() => dirty), ask: jest.fn(async () => answer) } satisfies LeaveGuard;
  releases.push(registerLeaveGuard(g));
  return g;
}

/** A link inside a container whose click handler navigates as the router does (no page load). */
function link(attrs: Record<string, string> = {}) {
  const router = document.createElement('nav');
  const a = document.createElement('a');
  a.href = '/on/vendors';
  a.textContent = 'Vendors';
  for (const [name, value] of Object.entries(attrs)) a.setAttribute(name, value);
  router.append(a);
  document.body.append(router);
  const navigated = jest.fn((e: Event) => e.preventDefault());
  router.addEventListener('click', navigated);
  return { a, navigated };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function unload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('confirmLeave', () => {
  test('lets go at once when no form holds unsaved input, asking nobody', async () => {
    const clean = guard(false);
    await expect(confirmLeave()).resolves.toBe(true);
    expect(clean.ask).not.toHaveBeenCalled();
  });

  test('asks the forms with unsaved input; one that says stay keeps the user', async () => {
    const first = guard(true, true);
    const second = guard(true, false);
    await expect(confirmLeave()).resolves.toBe(false);
    expect(first.ask).toHaveBeenCalledTimes(1);
    expect(second.ask).toHaveBeenCalledTimes(1);
  });

  test('a second call while the user is asked shares the one question', async () => {
    let answer: (leave: boolean) => void = () => {};
    const g: LeaveGuard = {
      dirty: () => true,
      ask: jest.fn(() => new Promise<boolean>((resolve) => (answer = resolve))),
    };
    releases.push(registerLeaveGuard(g));
    const one = confirmLeave();
    const two = confirmLeave();
    answer(true);
    await expect(Promise.all([one, two])).resolves.toEqual([true, true]);
    expect(g.ask).toHaveBeenCalledTimes(1);
  });
});

describe('leaveThen', () => {
  test('with nothing unsaved it leaves before it returns, so a second click meets the new screen', () => {
    guard(false);
    const leave = jest.fn();
    leaveThen(leave);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  test('with unsaved input it leaves only once the user chose to', async () => {
    const stay = guard(true, false);
    const leave = jest.fn();
    leaveThen(leave);
    expect(stay.ask).toHaveBeenCalledTimes(1);
    await settle();
    expect(leave).not.toHaveBeenCalled();
    releases.pop()!();
    guard(true, true);
    leaveThen(leave);
    expect(leave).not.toHaveBeenCalled();
    await settle();
    expect(leave).toHaveBeenCalledTimes(1);
  });
});

describe('closing or reloading the tab', () => {
  test('the browser asks while input is unsaved, and not once the form is gone', () => {
    const clean = registerLeaveGuard({ dirty: () => false, ask: async () => true });
    expect(unload().defaultPrevented).toBe(false);
    const release = registerLeaveGuard({ dirty: () => true, ask: async () => true });
    expect(unload().defaultPrevented).toBe(true);
    release();
    clean();
    expect(unload().defaultPrevented).toBe(false);
  });
});

describe('in-app links', () => {
  test('a click is held while the user is asked, and goes through once they leave', async () => {
    const g = guard(true, true);
    const { a, navigated } = link();
    a.click();
    expect(g.ask).toHaveBeenCalledTimes(1);
    await settle();
    expect(navigated).toHaveBeenCalledTimes(1);
  });

  test('a click stays held when the user stays', async () => {
    guard(true, false);
    const { a, navigated } = link();
    a.click();
    await settle();
    expect(navigated).not.toHaveBeenCalled();
  });

  test('without unsaved input, links work as ever', () => {
    const g = guard(false);
    const { a, navigated } = link();
    a.click();
    expect(navigated).toHaveBeenCalledTimes(1);
    expect(g.ask).not.toHaveBeenCalled();
  });

  test.each([
    ['a new tab', { target: '_blank' }, {}],
    ['a download', { download: 'week.pdf' }, {}],
    ['another origin', { href: 'https://elsewhere.example/' }, {}],
    ['a click with Ctrl', {}, { ctrlKey: true }],
  ])('%s leaves this page as it is: not asked', (_name, attrs, keys) => {
    const g = guard(true, false);
    const { a, navigated } = link(attrs);
    a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...keys }));
    expect(g.ask).not.toHaveBeenCalled();
    expect(navigated).toHaveBeenCalledTimes(1);
  });
});
