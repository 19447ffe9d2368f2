import { Skeleton, SkeletonItem, TableCell, TableRow } from '@fluentui/react-components';

export interface SkeletonRowsProps {
  /** How many placeholder rows to show. */
  rows: number;
  /** How many cells each row has (all columns, including selection and action columns). */
  columns: number;
}

/** Placeholder table rows shown while a list loads. */
export function SkeletonRows({ rows, columns }: SkeletonRowsProps) {
  return (
    <>
      {Array.from({ length: rows }, (_, r) => (
        <TableRow key={r} data-testid="skeleton-row">
          {Array.from({ length: columns }, (_, c) => (
            <TableCell key={c}>
              <Skeleton aria-label="Loading">
                <SkeletonItem size={16} />
              </Skeleton>
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}
