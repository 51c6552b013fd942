import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait for what a person would see after a command: react-admin and MUI take
// seconds to render on a 2-core machine running the other suites beside these; testing-library's 1 s
// default then fails a page that is right, only late. What is asserted does not change.
configure({ asyncUtilTimeout: 5_000 });
