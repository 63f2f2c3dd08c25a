// Mantine's stylesheets for components only the dashboard uses: they load with its layout's
// chunk, never on a storefront page.
import '../../app/styles/browser-screens';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/LoadingOverlay.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Table.css';
