/** GET /api/question-group rows (the job form hides groups without questions from choice). */
export interface QuestionGroupOption {
  id: number;
  questionGroupName: string;
  description: string;
  status: number;
  questionCount: number;
}
