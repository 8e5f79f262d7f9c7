import '@testing-library/jest-dom';
import { setApiBase } from '@/lib/api/config';

// Components and the client are tested against the same origin; a test that needs another host sets it.
beforeEach(() => setApiBase(''));
