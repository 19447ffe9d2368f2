import type { UserSpec } from './spec';

// Acme's staff. The four demo accounts come first; everyone signs in with the demo password.

export const ACME_USERS: UserSpec[] = [
  { email: 'admin@acme.test', name: 'Asha', lastName: 'Rao', role: 'admin', department: 'Human Resources', designation: 'HR Director', joinedDaysAgo: 2210 },
  { email: 'recruiter@acme.test', name: 'Priya', lastName: 'Sharma', role: 'recruiter', department: 'Human Resources', designation: 'Talent Acquisition Specialist', joinedDaysAgo: 1340 },
  { email: 'manager@acme.test', name: 'Rahul', lastName: 'Verma', role: 'hiring_manager', department: 'Engineering', designation: 'Engineering Manager', joinedDaysAgo: 1890 },
  { email: 'employee@acme.test', name: 'Rohan', lastName: 'Das', role: 'employee', department: 'Engineering', designation: 'Senior Software Engineer', joinedDaysAgo: 820 },
  { email: 'vikram.mehta@acme.test', name: 'Vikram', lastName: 'Mehta', role: 'admin', department: 'Operations', designation: 'Director', joinedDaysAgo: 2560 },
  { email: 'neha.kapoor@acme.test', name: 'Neha', lastName: 'Kapoor', role: 'recruiter', department: 'Human Resources', designation: 'Talent Acquisition Specialist', joinedDaysAgo: 990 },
  { email: 'arjun.nair@acme.test', name: 'Arjun', lastName: 'Nair', role: 'recruiter', department: 'Human Resources', designation: 'Talent Acquisition Specialist', joinedDaysAgo: 610 },
  { email: 'sara.thomas@acme.test', name: 'Sara', lastName: 'Thomas', role: 'recruiter', department: 'Human Resources', designation: 'HR Executive', joinedDaysAgo: 455 },
  { email: 'kavita.iyer@acme.test', name: 'Kavita', lastName: 'Iyer', role: 'hiring_manager', department: 'Product', designation: 'Product Manager', joinedDaysAgo: 1675 },
  { email: 'daniel.fernandes@acme.test', name: 'Daniel', lastName: 'Fernandes', role: 'hiring_manager', department: 'Sales', designation: 'Sales Manager', joinedDaysAgo: 1420 },
  { email: 'meera.pillai@acme.test', name: 'Meera', lastName: 'Pillai', role: 'hiring_manager', department: 'Data Science', designation: 'Lead Data Scientist', joinedDaysAgo: 1210 },
  { email: 'sanjay.gupta@acme.test', name: 'Sanjay', lastName: 'Gupta', role: 'hiring_manager', department: 'Operations', designation: 'Operations Manager', joinedDaysAgo: 2030 },
  { email: 'ananya.singh@acme.test', name: 'Ananya', lastName: 'Singh', role: 'employee', department: 'Design', designation: 'UX Designer', joinedDaysAgo: 540 },
  { email: 'karthik.reddy@acme.test', name: 'Karthik', lastName: 'Reddy', role: 'employee', department: 'Engineering', designation: 'Software Engineer', joinedDaysAgo: 380 },
  { email: 'fatima.sheikh@acme.test', name: 'Fatima', lastName: 'Sheikh', role: 'employee', department: 'Marketing', designation: 'Marketing Specialist', joinedDaysAgo: 700 },
  { email: 'aditya.joshi@acme.test', name: 'Aditya', lastName: 'Joshi', role: 'employee', department: 'Engineering', designation: 'Lead Engineer', joinedDaysAgo: 1530 },
  { email: 'sneha.kulkarni@acme.test', name: 'Sneha', lastName: 'Kulkarni', role: 'employee', department: 'Finance', designation: 'Finance Analyst', joinedDaysAgo: 880 },
  { email: 'imran.khan@acme.test', name: 'Imran', lastName: 'Khan', role: 'employee', department: 'Sales', designation: 'Account Manager', joinedDaysAgo: 1010 },
  { email: 'pooja.menon@acme.test', name: 'Pooja', lastName: 'Menon', role: 'employee', department: 'Customer Success', designation: 'Customer Success Manager', joinedDaysAgo: 660 },
  { email: 'nikhil.bansal@acme.test', name: 'Nikhil', lastName: 'Bansal', role: 'employee', department: 'Data Science', designation: 'Data Analyst', joinedDaysAgo: 300 },
  { email: 'divya.krishnan@acme.test', name: 'Divya', lastName: 'Krishnan', role: 'employee', department: 'Engineering', designation: 'QA Engineer', joinedDaysAgo: 745 },
  { email: 'aman.chopra@acme.test', name: 'Aman', lastName: 'Chopra', role: 'employee', department: 'Sales', designation: 'Sales Executive', joinedDaysAgo: 260 },
  { email: 'lakshmi.narayanan@acme.test', name: 'Lakshmi', lastName: 'Narayanan', role: 'employee', department: 'Operations', designation: 'Operations Associate', joinedDaysAgo: 1120 },
  { email: 'emily.carter@acme.test', name: 'Emily', lastName: 'Carter', role: 'employee', department: 'Product', designation: 'Product Manager', joinedDaysAgo: 410 },
  { email: 'james.wilson@acme.test', name: 'James', lastName: 'Wilson', role: 'employee', department: 'Engineering', designation: 'Software Engineer', joinedDaysAgo: 930, leftDaysAgo: 40 },
];
