import type { ContentSpec } from './spec';

export const ACME_CONTENT: ContentSpec = {
  questionGroups: [
    {
      name: 'Engineering Screening',
      description: 'Baseline questions for every engineering applicant.',
      status: 1,
      questions: [
        {
          question: 'How many years have you worked with your primary programming language?',
          answers: ['2 years', '4 years, mostly TypeScript', 'Over 6 years of Java', '3 years of Python'],
        },
        {
          question: 'Describe a production incident you helped resolve.',
          type: 'long_text',
          answers: [
            'A memory leak in a Node service; found it with heap snapshots.',
            'A bad migration locked a table; we rolled forward with a fix.',
            'Expired TLS certificate; I automated renewal afterwards.',
          ],
        },
        { question: 'What is your notice period?', answers: ['Immediate', '30 days', '60 days', '90 days, negotiable'] },
        {
          question: 'Are you open to working from our Bengaluru office three days a week?',
          answers: ['Yes', 'Yes, from next quarter', 'Prefer remote, but flexible'],
        },
        {
          question: 'Link to a code sample or public repository (optional).',
          status: 0,
          answers: ['github.com/example/sample-app', 'Will share during the interview'],
        },
      ],
    },
    {
      name: 'Sales Screening',
      description: 'For sales and account-management roles.',
      status: 1,
      questions: [
        { question: 'What was your quota attainment last financial year?', answers: ['104%', '92%', '120% of a ₹2 Cr target'] },
        { question: 'Which CRM tools have you used?', answers: ['Salesforce', 'HubSpot and Zoho', 'Salesforce and Freshsales'] },
        { question: 'What is your current CTC and expected CTC?', answers: ['8 LPA / 11 LPA', '14 LPA / 18 LPA', 'Prefer to discuss'] },
        { question: 'Are you comfortable with 30% travel?', answers: ['Yes', 'Up to 20%', 'Yes, within Maharashtra'] },
      ],
    },
    {
      name: 'General Screening',
      description: 'Default questions for business and corporate roles.',
      status: 1,
      questions: [
        {
          question: 'Why are you interested in this role at Acme?',
          answers: [
            'The product solves a problem I faced as a hiring manager.',
            'Growth opportunities and the team culture.',
            'I want to work on B2B SaaS.',
          ],
        },
        { question: 'What is your notice period?', answers: ['Immediate', '30 days', '60 days'] },
        {
          question: 'Which office location do you prefer?',
          type: 'single_choice',
          options: ['Bengaluru', 'Pune', 'Mumbai', 'Any'],
          required: 1,
          answers: ['Bengaluru', 'Pune', 'Mumbai', 'Any'],
        },
      ],
    },
    {
      name: 'Campus Questions',
      description: 'For graduate and internship drives.',
      status: 1,
      questions: [
        { question: 'What is your final-year CGPA?', type: 'number', required: 1, answers: ['8.4', '7.9', '9.1'] },
        {
          question: 'Describe your final-year project in two lines.',
          type: 'long_text',
          answers: ['A crop-disease detector using CNNs.', 'A campus event app with React Native.', 'Traffic prediction with LSTMs.'],
        },
        { question: 'Are you willing to relocate?', answers: ['Yes', 'Yes, within South India'] },
      ],
    },
    {
      name: 'Leadership Assessment',
      description: 'Draft questions for director-level roles (none written yet).',
      status: 0,
      questions: [],
    },
  ],
  seoKeywords: [
    { title: 'Engineering Jobs', keywords: ['software engineer jobs', 'backend developer', 'react developer bengaluru', 'node.js jobs'] },
    { title: 'Sales Careers', keywords: ['b2b sales jobs', 'account executive mumbai', 'inside sales'] },
    { title: 'Campus Hiring', keywords: ['graduate trainee', 'freshers jobs 2026', 'engineering internship'] },
    { title: 'Data Roles', keywords: ['data scientist jobs', 'data analyst hyderabad', 'power bi'] },
    { title: 'Acme Employer Brand', keywords: ['acme careers', 'work at acme', 'acme corporation jobs'] },
  ],
  seoGraphs: [
    {
      title: 'Acme Corporation',
      type: 'Organization',
      description: '<p>Acme Corporation builds hiring software used by 2,000 companies.</p>',
      keywords: ['acme', 'hr software'],
      aboutJob: false,
    },
    {
      title: 'Careers FAQ',
      type: 'FAQPage',
      description: '<p>Answers about our hiring process, benefits and offices.</p>',
      keywords: ['acme careers faq'],
      aboutJob: false,
    },
    {
      title: 'Backend Engineer posting',
      type: 'JobPosting',
      description: '<p>Structured data for the backend engineer opening.</p>',
      keywords: ['backend engineer', 'node.js'],
      aboutJob: true,
    },
    {
      title: 'Inside Sales posting',
      type: 'JobPosting',
      description: '<p>Structured data for the inside sales opening.</p>',
      keywords: ['inside sales', 'b2b'],
      aboutJob: true,
    },
    { title: 'Careers breadcrumbs', type: 'BreadcrumbList', description: '<p>Home › Careers › Jobs</p>', keywords: [], aboutJob: false },
  ],
  companyName: 'Acme Corporation',
  footer: '© 2026 Acme Corporation. All rights reserved.',
  appLinks: [
    { appName: 'Hireloop', appUrl: 'https://hireloop.acme.test', colour: '#0f6cbd', status: 1 },
    { appName: 'People HRMS', appUrl: 'https://hrms.acme.test', colour: '#107c10', status: 1 },
    { appName: 'Payroll', appUrl: 'https://payroll.acme.test', colour: '#ca5010', status: 1 },
    { appName: 'Learning Hub', appUrl: 'https://learn.acme.test', colour: '#8764b8', status: 0 },
  ],
};
