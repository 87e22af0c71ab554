import type { ReactNode } from 'react';
import { styled } from '../styles/stitches.config';

const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$2',
  '& caption': {
    textAlign: 'left',
    fontSize: '$3',
    fontWeight: '$bold',
    paddingBottom: '$2',
    color: '$text',
  },
  '& th, & td': {
    padding: '$2 $3 $2 0',
    borderBottom: '1px solid $border',
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& thead th': { color: '$textMuted', fontWeight: '$bold' },
  '& tbody th': { fontWeight: '$regular', color: '$text' },
  '& td': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
});

export type DataTableProps = {
  caption: ReactNode;
  /** Column headings; the first is the heading of the row names. */
  columns: readonly ReactNode[];
  /** Each row: its name, then one cell per further column. */
  rows: readonly { key: string; name: ReactNode; cells: readonly ReactNode[] }[];
};

/** A small table of facts (dimensions), with a caption and row headers. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <Table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.name}</th>
            {row.cells.map((cell, index) => (
              <td key={index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
