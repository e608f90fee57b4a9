import { setupServer } from 'msw/node';
import { authHandlers } from './authHandlers';
import { companyHandlers } from './companyHandlers';

export const server = setupServer(...authHandlers, ...companyHandlers);
