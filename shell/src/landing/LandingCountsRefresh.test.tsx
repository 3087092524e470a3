import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, signIn, type FakeApi } from '@staffledger/shared/testing';
import { renderApp } from '../testing/renderApp';
import { COUNTS_REFRESH_MS } from './useTimesheetCounts';

jest.mock('../mf/federation', () => ({
  startFederation: jest.fn(),
  loadRemoteModule: jest.fn(() => new Promise(() => {})),
  registerRemotes: jest.fn(),
}));

let api: FakeApi;
let awaiting: number;
const countCalls = () => api.callsTo('GET', '/timesheets/counts');

beforeEach(() => {
  jest.useFakeTimers();
  awaiting = 1;
  api = createFakeApi().install();
  api.on('GET', '/timesheets/counts', () => ({
    body: { missing: 3, awaitingApproval: awaiting, awaitingClient: 0 },
  }));
  signIn({ given_name: 'Dana', family_name: 'Kim', authorities: ['ROLE_EMPLOYER'], corpid: 4 }, 4);
});

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
});

async function openLanding() {
  renderApp('/on/landing', ['mfe_corps', 'mfe_timesheets']);
  expect(await screen.findByRole('link', { name: 'Awaiting approval: 1' })).toBeInTheDocument();
  expect(countCalls()).toHaveLength(1);
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, value: hidden });
  fireEvent(document, new Event('visibilitychange'));
}

test('the counts are read again every minute while the landing page is shown', async () => {
  await openLanding();
  awaiting = 2;
  await act(() => jest.advanceTimersByTimeAsync(COUNTS_REFRESH_MS - 1000));
  expect(countCalls()).toHaveLength(1);
  await act(() => jest.advanceTimersByTimeAsync(1000));
  expect(await screen.findByRole('link', { name: 'Awaiting approval: 2' })).toBeInTheDocument();
  expect(countCalls()).toHaveLength(2);
  awaiting = 5;
  await act(() => jest.advanceTimersByTimeAsync(COUNTS_REFRESH_MS));
  expect(await screen.findByRole('link', { name: 'Awaiting approval: 5' })).toBeInTheDocument();
  expect(countCalls()).toHaveLength(3);
});

test('a hidden tab is not polled, and shows fresh counts as soon as it is visible again', async () => {
  await openLanding();
  setHidden(true);
  awaiting = 7;
  await act(() => jest.advanceTimersByTimeAsync(3 * COUNTS_REFRESH_MS));
  expect(countCalls()).toHaveLength(1);
  act(() => setHidden(false));
  expect(await screen.findByRole('link', { name: 'Awaiting approval: 7' })).toBeInTheDocument();
  expect(countCalls()).toHaveLength(2);
});

test('the window regaining the focus reads the counts again', async () => {
  await openLanding();
  awaiting = 4;
  act(() => {
    fireEvent(window, new Event('focus'));
  });
  expect(await screen.findByRole('link', { name: 'Awaiting approval: 4' })).toBeInTheDocument();
  expect(countCalls()).toHaveLength(2);
});

test('coming back to the landing page shows the counts as they are now, and polling stops away from it', async () => {
  await openLanding();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.click(screen.getByRole('link', { name: 'Awaiting approval: 1' }));
  expect(screen.queryByRole('link', { name: /^Awaiting approval/ })).not.toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(2 * COUNTS_REFRESH_MS));
  expect(countCalls()).toHaveLength(1);
  awaiting = 0;
  await user.click(screen.getByRole('link', { name: /logo$/ }));
  expect(await screen.findByRole('link', { name: 'Awaiting approval: 0' })).toBeInTheDocument();
  expect(countCalls()).toHaveLength(2);
});
