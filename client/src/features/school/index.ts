/** What other features may use of the school administrator's screens: the report's parts (the admin area's reports). */
export { DateRangeForm, ExportButton, SchoolReport, StatTiles, TopStudents, type Range } from './report';
