import { cleanup, render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isTypingTarget, useSlashShortcut } from '../../src/features/shell/use-slash-shortcut';

function Harness({ onSlash }: { onSlash: () => void }) {
  useSlashShortcut(onSlash);
  return (
    <div>
      <button type="button">Plain button</button>
      <label>
        Name <input type="text" />
      </label>
      <label>
        Agree <input type="checkbox" />
      </label>
      <textarea aria-label="Notes" />
      <div role="dialog" aria-label="Open dialog">
        <button type="button">Inside dialog</button>
      </div>
    </div>
  );
}

afterEach(cleanup);

describe('the / shortcut', () => {
  it('fires from the page and from buttons or checkboxes', async () => {
    const onSlash = vi.fn();
    const screen = render(<Harness onSlash={onSlash} />);
    await userEvent.keyboard('/');
    expect(onSlash).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Plain button' }).focus();
    await userEvent.keyboard('/');
    screen.getByRole('checkbox', { name: 'Agree' }).focus();
    await userEvent.keyboard('/');
    expect(onSlash).toHaveBeenCalledTimes(3);
  });

  it('leaves / alone while typing, with modifiers and inside a dialog', async () => {
    const onSlash = vi.fn();
    const screen = render(<Harness onSlash={onSlash} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'a/b');
    expect(input).toHaveValue('a/b');
    await userEvent.type(screen.getByRole('textbox', { name: 'Notes' }), '1/2');
    screen.getByRole('button', { name: 'Inside dialog' }).focus();
    await userEvent.keyboard('/');
    screen.getByRole('button', { name: 'Plain button' }).focus();
    await userEvent.keyboard('{Control>}/{/Control}');
    expect(onSlash).not.toHaveBeenCalled();
  });

  it('knows which targets take typing', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    document.body.append(editable);
    expect(isTypingTarget(input)).toBe(true);
    expect(isTypingTarget(checkbox)).toBe(false);
    expect(isTypingTarget(editable)).toBe(true);
    expect(isTypingTarget(document.body)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    editable.remove();
  });
});
