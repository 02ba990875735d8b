// @vitest-environment happy-dom
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { compileSimpleMessage } from '@handy-tools/i18n';
import { IntegerInput } from './IntegerInput.js';
import { UiProvider } from './Tooltip.js';

i18n.setMessagesCompiler(compileSimpleMessage);
i18n.loadAndActivate({ locale: 'en', messages: {} });

function Harness({ onChange }: { onChange: (n: number) => void }) {
  const [value, setValue] = useState(5);
  return (
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <IntegerInput label="Count" value={value} min={1} max={10} onChange={(n) => (setValue(n), onChange(n))} />
        <button type="button" onClick={() => setValue(7)}>From a link</button>
      </UiProvider>
    </I18nProvider>
  );
}

describe('IntegerInput', () => {
  it('passes on valid whole numbers only; keeps what was typed and explains the range', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const field = screen.getByLabelText('Count') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '8' } });
    expect(onChange).toHaveBeenLastCalledWith(8);
    for (const bad of ['', '11', '0', '2.5']) {
      fireEvent.change(field, { target: { value: bad } });
      expect(field.value).toBe(bad);
      expect(screen.getByText('Enter a whole number from 1 to 10.')).toBeTruthy();
    }
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('a value set from outside (an example, a link) replaces what was typed', () => {
    render(<Harness onChange={() => undefined} />);
    const field = screen.getByLabelText('Count') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'From a link' }));
    expect(field.value).toBe('7');
  });
});
