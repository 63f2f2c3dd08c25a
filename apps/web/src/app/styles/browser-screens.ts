// Mantine's stylesheets for components that only browser-rendered screens use (the account,
// cart, checkout and sign-in screens, and the dashboard): they load with those screens' code,
// after first-paint.ts. A server-rendered page links none of them (see storefrontStylesheets).
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Timeline.css';
