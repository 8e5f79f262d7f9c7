// Screens in unit tests talk to the reference API, which offers every feature: the capabilities
// probe is answered up front, so each test's queued fetch replies stay the screen's own.
// lib/api/capabilities.test.tsx starts from nothing with presetCapabilities(null).
import { ALL_FEATURES, presetCapabilities } from '@/lib/api/capabilities';

presetCapabilities(ALL_FEATURES);
