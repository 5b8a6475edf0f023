import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SHELL_TEXT } from '@hde/contracts/text';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page could not be found and links home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: SHELL_TEXT.notFound })).toBeTruthy();
    expect(screen.getByRole('link', { name: SHELL_TEXT.notFoundHome }).getAttribute('href')).toBe('/');
  });
});
