import { lazy } from 'react';
import { ResourceRoutes } from '@staffledger/shared';
import { EmployeeList } from './EmployeeList';

const EmployeeForm = lazy(() => import('./EmployeeForm'));

/** Exposed as `mfe_people/Employees`, mounted by the shell at /on/employees/*. */
export default function EmployeesRoutes() {
  return <ResourceRoutes list={<EmployeeList />} form={EmployeeForm} />;
}
