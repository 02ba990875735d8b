// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Ipv4SubnetCalculatorTool from './Ipv4SubnetCalculatorTool.js';

function renderTool() {
  render(
    <I18nProvider i18n={i18n}>
      <Ipv4SubnetCalculatorTool />
    </I18nProvider>,
  );
  return screen.getByLabelText('IPv4 address and mask');
}

// The Subnet column of the subnet table (plain DOM queries: role queries over 100 rows are slow in happy-dom).
const subnetCells = () =>
  Array.from(screen.getByRole('table', { name: 'Subnets' }).querySelectorAll('tbody tr'), (row) => row.children[1]!.textContent);

describe('IPv4 subnet calculator: the subnet list', () => {
  it('splits 0.0.0.0/0 into its 2^32 /32s (RFC 4632 §3.1) and pages to the end without listing them all', () => {
    const input = renderTool();
    fireEvent.change(input, { target: { value: '0.0.0.0/0' } });
    fireEvent.change(screen.getByLabelText('Subnet prefix length'), { target: { value: '32' } });
    expect(screen.getByLabelText('Number of subnets').textContent).toBe('4294967296');
    expect(subnetCells()).toHaveLength(100);
    expect(subnetCells()[0]).toBe('0.0.0.0/32');

    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    const cells = subnetCells();
    expect(cells).toHaveLength(96); // 2^32 = 42949672 pages of 100, then 96
    expect(cells.at(-1)).toBe('255.255.255.255/32');
    expect(screen.getByLabelText('Subnets shown').textContent).toBe('Subnets 4294967201 to 4294967296 of 4294967296');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(subnetCells()[0]).toBe('255.255.255.60/32');
  });

  it('lists the Cisco /27 example and shows the new rows of the details table', () => {
    const input = renderTool();
    fireEvent.change(input, { target: { value: '204.17.5.0/24' } });
    fireEvent.change(screen.getByLabelText('Subnet prefix length'), { target: { value: '27' } });
    expect(screen.getByLabelText('Number of subnets').textContent).toBe('8');
    expect(subnetCells()).toEqual([0, 32, 64, 96, 128, 160, 192, 224].map((n) => `204.17.5.${n}/27`));
    // Eight subnets fit one page: no paging buttons.
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(screen.getByLabelText('Reverse DNS zone').textContent).toBe('5.17.204.in-addr.arpa.');
    expect(screen.getByLabelText('6to4 prefix').textContent).toBe('2002:cc11:500::/48');
  });

  it('lists the CIDR blocks of a range and keeps a bad range in the field with its message', () => {
    const input = renderTool();
    fireEvent.change(input, { target: { value: '192.0.2.0-192.0.2.130' } });
    expect(screen.getByLabelText('CIDR blocks of the range').textContent).toBe('192.0.2.0/25\n192.0.2.128/31\n192.0.2.130/32');
    expect(screen.getByLabelText('CIDR notation', { exact: true }).textContent).toBe('192.0.2.0/25');
    fireEvent.change(input, { target: { value: '192.0.2.9-192.0.2.1' } });
    expect(screen.getByRole('alert').textContent).toMatch(/before it starts/);
    expect((input as HTMLInputElement).value).toBe('192.0.2.9-192.0.2.1');
  });
});
