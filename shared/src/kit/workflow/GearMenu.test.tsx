import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GearMenu } from './GearMenu';

const view = jest.fn();
const accept = jest.fn();
const reject = jest.fn();

function renderMenu() {
  return render(
    <>
      <GearMenu
        label="Actions for timesheet 12"
        items={[
          { label: 'View', onSelect: view },
          { label: 'Accept', onSelect: accept },
          { label: 'Reject', onSelect: reject },
        ]}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
}
const gear = () => screen.getByRole('button', { name: 'Actions for timesheet 12' });
const item = (name: string) => screen.getByRole('menuitem', { name });

beforeEach(() => jest.clearAllMocks());

test('a labelled button that opens a menu of items on click; choosing one runs it and closes', async () => {
  renderMenu();
  expect(gear()).toHaveAttribute('aria-haspopup', 'menu');
  expect(gear()).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await userEvent.click(gear());
  expect(gear()).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('menu', { name: 'Actions for timesheet 12' })).toBeInTheDocument();
  expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
    'View',
    'Accept',
    'Reject',
  ]);
  await userEvent.click(item('Reject'));
  expect(reject).toHaveBeenCalledTimes(1);
  expect(accept).not.toHaveBeenCalled();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(gear()).toHaveFocus();
});

test('Enter opens on the first item; arrows move around; Enter runs the focused item', async () => {
  renderMenu();
  gear().focus();
  await userEvent.keyboard('{Enter}');
  expect(item('View')).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(item('Accept')).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(item('View')).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}');
  expect(item('Reject')).toHaveFocus();
  await userEvent.keyboard('{Home}');
  expect(item('View')).toHaveFocus();
  await userEvent.keyboard('{End}{ArrowUp}{Enter}');
  expect(accept).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('Space opens too, and Space on an item runs it', async () => {
  renderMenu();
  gear().focus();
  await userEvent.keyboard(' ');
  expect(item('View')).toHaveFocus();
  await userEvent.keyboard(' ');
  expect(view).toHaveBeenCalledTimes(1);
});

test('ArrowUp on the button opens on the last item, ArrowDown on the first', async () => {
  renderMenu();
  gear().focus();
  await userEvent.keyboard('{ArrowUp}');
  expect(item('Reject')).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await userEvent.keyboard('{ArrowDown}');
  expect(item('View')).toHaveFocus();
});

test('Escape closes without running anything and puts focus back on the button', async () => {
  renderMenu();
  await userEvent.click(gear());
  await userEvent.keyboard('{ArrowDown}{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(gear()).toHaveFocus();
  expect(gear()).toHaveAttribute('aria-expanded', 'false');
  expect(accept).not.toHaveBeenCalled();
});

test('a click outside, or a second click on the gear, closes it', async () => {
  renderMenu();
  await userEvent.click(gear());
  await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await userEvent.click(gear());
  await userEvent.click(gear());
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(view).not.toHaveBeenCalled();
});

test('Tab out of the menu closes it', async () => {
  renderMenu();
  await userEvent.click(gear());
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

test('a scroll (the table bringing a half-hidden button into view) keeps it open under its button', async () => {
  renderMenu();
  await userEvent.click(gear());
  let top = 100;
  jest
    .spyOn(gear(), 'getBoundingClientRect')
    .mockImplementation(() => ({ top, bottom: top + 30, left: 500, right: 532 }) as DOMRect);
  top = 60;
  fireEvent.scroll(window);
  await waitFor(() => expect(screen.getByRole('menu')).toHaveStyle({ top: '92px' }));
  expect(screen.getByRole('menuitem', { name: 'View' })).toBeInTheDocument();
});

test('it closes once a scroll has taken its button out of the window', async () => {
  renderMenu();
  await userEvent.click(gear());
  jest
    .spyOn(gear(), 'getBoundingClientRect')
    .mockReturnValue({ top: -80, bottom: -50, left: 500, right: 532 } as DOMRect);
  fireEvent.scroll(window);
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
});

describe('in a 1366×900 window', () => {
  const rect = (top: number, left: number, width: number, height: number) =>
    ({ top, bottom: top + height, left, right: left + width, width, height }) as DOMRect;
  let menuSize = { width: 140, height: 110 };
  let gearRect = rect(0, 0, 0, 0);
  beforeEach(() => {
    Object.assign(window, { innerWidth: 1366, innerHeight: 900 });
    menuSize = { width: 140, height: 110 };
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this.getAttribute('role') === 'menu') {
        // as a browser does: what shows of it is held to its max-height, the rest scrolls
        const shown = Math.min(menuSize.height, parseFloat(this.style.maxHeight) || Infinity);
        return rect(0, 0, menuSize.width, shown);
      }
      return this.getAttribute('aria-haspopup') ? gearRect : rect(0, 0, 0, 0);
    });
    jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.getAttribute('role') === 'menu' ? menuSize.height : 0;
    });
  });
  afterEach(() => jest.restoreAllMocks());
  const gearAt = (top: number, left: number) => (gearRect = rect(top, left, 32, 30));

  test('a gear with room below opens its menu below, right edges aligned', async () => {
    renderMenu();
    gearAt(300, 1000);
    await userEvent.click(gear());
    expect(screen.getByRole('menu')).toHaveStyle({ top: '332px', right: '334px' });
    expect(screen.getByRole('menu').style.bottom).toBe('');
  });

  test('a gear at the bottom of the window opens its menu upward, by mouse and by keyboard', async () => {
    renderMenu();
    gearAt(850, 1000);
    await userEvent.click(gear());
    expect(screen.getByRole('menu')).toHaveStyle({ bottom: '52px', right: '334px' });
    expect(screen.getByRole('menu').style.top).toBe('');
    await userEvent.keyboard('{Escape}');
    expect(gear()).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menu')).toHaveStyle({ bottom: '52px' });
    expect(item('Reject')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(item('View')).toHaveFocus();
  });

  test('a gear near the left edge keeps its wider menu inside the window', async () => {
    renderMenu();
    menuSize = { width: 220, height: 110 };
    gearAt(300, 4);
    await userEvent.click(gear());
    // aligned on the button it would start 184px left of the window; it starts 2px inside instead
    expect(screen.getByRole('menu')).toHaveStyle({ right: `${1366 - 220 - 2}px` });
  });

  test('where neither side has room for it, it takes the larger one and scrolls within it', async () => {
    renderMenu();
    Object.assign(window, { innerHeight: 200 });
    menuSize = { width: 140, height: 300 };
    gearAt(120, 1000);
    await userEvent.click(gear());
    expect(screen.getByRole('menu')).toHaveStyle({ bottom: '82px', maxHeight: '116px' });
  });
});
