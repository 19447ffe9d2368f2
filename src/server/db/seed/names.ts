import type { ReferralStatusCode } from '../schema';

// Word pools for generated applicants, comments and chat lines.

export const FIRST_NAMES = [
  'Aarav', 'Vivaan', 'Aditi', 'Ishaan', 'Diya', 'Kabir', 'Saanvi', 'Reyansh', 'Myra', 'Arnav',
  'Anika', 'Vihaan', 'Kiara', 'Dhruv', 'Tara', 'Yash', 'Riya', 'Siddharth', 'Nisha', 'Harsh',
  'Meghna', 'Rahul', 'Shreya', 'Varun', 'Pallavi', 'Akash', 'Swati', 'Manish', 'Deepika', 'Gaurav',
  'Zoya', 'Farhan', 'Ayesha', 'Joseph', 'Maria', 'Tenzin', 'Harpreet', 'Gurpreet', 'Lavanya', 'Srinivas',
  'Olivia', 'Liam', 'Chloe', 'Noah', 'Wei', 'Mei', 'Ahmed', 'Sofia', 'Lucas', 'Hannah',
];

export const LAST_NAMES = [
  'Sharma', 'Verma', 'Patel', 'Iyer', 'Reddy', 'Nair', 'Menon', 'Gupta', 'Singh', 'Kumar',
  'Rao', 'Mukherjee', 'Banerjee', 'Chatterjee', 'Desai', 'Shah', 'Joshi', 'Kulkarni', 'Pillai', 'Naidu',
  'Agarwal', 'Malhotra', 'Bhatia', 'Saxena', 'Chauhan', 'Yadav', 'Mishra', 'Pandey', 'Hegde', 'Shetty',
  'Fernandes', "D'Souza", 'Khan', 'Qureshi', 'Dsouza', 'Gill', 'Sandhu', 'Bose', 'Sen', 'Das',
  'Smith', 'Brown', 'Tan', 'Lim', 'Wong', 'Ali', 'Garcia', 'Müller', 'Taylor', 'Martin',
];

export const HISTORY_COMMENTS = [
  'Good communication, moving ahead.',
  'Strong fundamentals; recommend next round.',
  'Candidate asked to reschedule to next week.',
  'Salary expectations within band.',
  'Panel feedback shared on the hiring channel.',
  'Needs a second opinion on system design.',
  'Reference check pending.',
  'Notice period is 60 days; negotiating buy-out.',
  'Not a fit for the current level.',
  'Great culture add.',
];

export const PAYABLE_REMARKS: Partial<Record<ReferralStatusCode, string>> = {
  hired: 'Joined; payout due after 90 days.',
  payable: 'Completed 90 days on roll; approved for payout.',
  on_hold: 'On hold until the probation review.',
  paid: 'Paid in the monthly payroll run.',
  not_eligible: 'Referrer is not eligible for this designation.',
};

/** A referral conversation; each channel plays the first few lines, alternating speakers. */
export const CHAT_LINES = [
  'Hi! I referred {candidate} for {job}. Any update?',
  'Thanks for the referral. The profile looks strong; screening is scheduled.',
  'Great, they are very keen on the role.',
  'The first interview went well. Waiting on panel feedback.',
  'Do you need anything else from my side?',
  'Could you confirm their notice period?',
  'It is 30 days, and they can join sooner if needed.',
  'Perfect, I will update the hiring manager.',
  'Thank you!',
];
