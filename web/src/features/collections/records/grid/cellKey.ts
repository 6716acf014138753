/** The key of one cell of the grid: its record and field. */
export const cellKey = (recordId: string, fieldName: string) => `${recordId}\u0000${fieldName}`;
