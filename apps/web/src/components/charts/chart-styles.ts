// The charts' stylesheet travels with the drawings in their lazily loaded chunk, so screens
// without charts never download it (decision 0145).
import '@mantine/charts/styles.css';
