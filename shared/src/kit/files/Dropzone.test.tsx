import { render, screen } from '@testing-library/react';
import { Dropzone } from './Dropzone';

test('the drop zone is named by the text it shows, so speech users can say what they see', () => {
  render(<Dropzone onFiles={() => {}} />);
  const zone = screen.getByRole('button', { name: /Drop files here/ });
  expect(zone).toHaveAccessibleName(zone.textContent ?? '');
  expect(zone).toBeVisible();
});
