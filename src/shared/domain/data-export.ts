/** The zip "Download my data" saves: dm-sprint-data-2026-05-01.zip (the member's local day). */
export const dataExportFileName = (day: string) => `dm-sprint-data-${day}.zip`;
