/**
 * What a customer pays a month for one piece, as the server answers it (decision 150), in
 * dollars: the fee or instalment, PivotCare, and their sum. Null where nothing is paid a month.
 */
export interface MonthlyCharge {
  fee: number;
  pivotCare: number;
  total: number;
}
