import { MSG } from '@opentab/shared';
import { AppError } from './errors.ts';

/** The row, or a 404: a missing row and another tenant's row answer the same. */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new AppError('NOT_FOUND', MSG.notFound);
  return value;
}

/** Throws 404 unless an update or delete touched a row. */
export function assertTouched(result: { numUpdatedRows: bigint } | { numDeletedRows: bigint }): void {
  const rows = 'numUpdatedRows' in result ? result.numUpdatedRows : result.numDeletedRows;
  if (rows === 0n) throw new AppError('NOT_FOUND', MSG.notFound);
}
