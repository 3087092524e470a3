import { render, screen } from '@testing-library/react';
import { Fragment, jsxDEV } from './jsx-dev-runtime';

it("renders what a remote's development build describes, with the page's runtime", () => {
  const list = jsxDEV(
    'ul',
    {
      'aria-label': 'Weeks',
      children: [
        jsxDEV('li', { children: 'Week 1' }, 'a', false),
        jsxDEV('li', { children: 'Week 2' }, 'b', false),
      ],
    },
    undefined,
    true,
  );
  render(jsxDEV(Fragment, { children: list }, undefined, false));
  expect(screen.getByRole('list', { name: 'Weeks' }).textContent).toBe('Week 1Week 2');
  expect(list.key).toBeNull();
});
