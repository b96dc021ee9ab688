import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

describe("a report's file name", () => {
  it("is the server's Content-Disposition name", () => {
    expect(fileNameOf('attachment; filename="students_Grade-4-Explorers.xlsx"')).toBe(
      'students_Grade-4-Explorers.xlsx',
    );
    expect(fileNameOf("attachment; filename*=UTF-8''skills_student1.xlsx")).toBe('skills_student1.xlsx');
  });

  it('falls back to report.xlsx, or the name the screen gives, when the server gave none', () => {
    expect(fileNameOf(null)).toBe('report.xlsx');
    expect(fileNameOf('attachment')).toBe('report.xlsx');
    expect(fileNameOf('attachment', 'students.xlsx')).toBe('students.xlsx');
  });
});
