/** GET /api/referral-amount rows. */
export interface ReferralAmountOption {
  id: number;
  slug: string;
  amount: number;
  department: { departmentId: number; departmentName: string } | null;
  designation: { id: number; designation: string } | null;
}
