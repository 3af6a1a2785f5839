import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SearchForm } from './SearchForm';

function Searching({ onSearch }: { onSearch: (term: string) => void }) {
  const [term, setTerm] = useState('');
  return (
    <SearchForm
      placeholder="Name or phone"
      term={term}
      onSearch={(next) => {
        onSearch(next);
        setTerm(next);
      }}
    />
  );
}

describe('SearchForm', () => {
  it('searches the trimmed text when submitted, not on each key, and Clear goes back to no term', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Searching onSearch={onSearch} />);
    const field = screen.getByRole('textbox', { name: 'Search' });
    await user.type(field, '  ana  ');
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();

    await user.type(field, '{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('ana');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });
});
