export const employeeKeys = { all: ['employees'] as const };
