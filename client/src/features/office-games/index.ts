/** What other features use of the office tools: the read-only views of a report and a presentation (a teacher's review). */
export { ReportView, SlidesView } from './OfficeWorkViews';
