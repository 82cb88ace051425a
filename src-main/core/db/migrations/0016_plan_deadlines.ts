/**
 * Plans that respect deadlines (issue 12): a topic may have an exam date, which
 * generate_study_plan uses as the deadline when none is given; a plan remembers the deadline it
 * was made for, so "reschedule what I missed" moves late steps forward without passing it.
 */
export default {
  version: 16,
  name: 'plan_deadlines',
  sql: `
    ALTER TABLE topics ADD COLUMN exam_date TEXT
      CHECK (exam_date IS NULL OR exam_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');
    ALTER TABLE plans ADD COLUMN deadline TEXT
      CHECK (deadline IS NULL OR deadline GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');
  `,
};
