import { approvalPageFor } from './pages';

test('an address with ?link= belongs to approval.html beside the page, with the same query', () => {
  expect(approvalPageFor('https://guest.example/guest/?link=abc&x=1')).toBe(
    'https://guest.example/guest/approval.html?link=abc&x=1',
  );
  expect(approvalPageFor('https://guest.example/?link=')).toBe(
    'https://guest.example/approval.html?link=',
  );
});

test('the guest’s own addresses stay where they are', () => {
  expect(approvalPageFor('https://guest.example/guest/?guestCode=abc')).toBeNull();
  expect(approvalPageFor('https://guest.example/guest/')).toBeNull();
});
