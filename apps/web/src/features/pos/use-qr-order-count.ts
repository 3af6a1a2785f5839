/** Open QR orders waiting at the POS; 0 until the QR issue adds GET /pos/qrorders/count and new_qrorder. */
export function useQrOrderCount(): number {
  return 0;
}
