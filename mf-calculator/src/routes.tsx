import { Navigate, Route, Routes } from 'react-router-dom';
import { CalculatorStep } from './features/calculator-steps/calculator-step';

/** Quote calculator owned by this remote (DESIGN §1). */
export default function CalculatorRoutes() {
  return (
    <div data-remote="calculator" data-release={__FVC_RELEASE__}>
      <Routes>
        <Route path="/calculadora" element={<CalculatorStep step={1} />} />
        <Route path="/calculadora/paso-1" element={<CalculatorStep step={1} />} />
        <Route path="/calculadora/paso-2" element={<CalculatorStep step={2} />} />
        <Route path="/calculadora/paso-3" element={<CalculatorStep step={3} />} />
        <Route path="/calculadora/independiente/*" element={<CalculatorStep step={1} />} />
        <Route path="/calculator/vehicles" element={<CalculatorStep step={1} />} />
        <Route path="*" element={<Navigate to="/calculadora/paso-1" replace />} />
      </Routes>
    </div>
  );
}
