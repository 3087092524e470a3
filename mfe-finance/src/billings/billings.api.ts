export const BILLINGS_PATH = '/billing';
