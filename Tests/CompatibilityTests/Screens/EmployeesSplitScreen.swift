import SwiftUI

// Apple's NavigationSplitView examples as written in its documentation: a sidebar list whose selection (a
// set of ids) drives the detail column, and three columns where a department's selection fills the content
// column and an employee's the detail.

struct Employee: Identifiable, Hashable {
  let id: Int
  let name: String
  let role: String
}

struct Department: Identifiable, Hashable {
  let id: Int
  let name: String
  let employees: [Employee]
}

enum StaffDirectory {
  static let employees = [
    Employee(id: 1, name: "Ada Lovelace", role: "Engineer"),
    Employee(id: 2, name: "Grace Hopper", role: "Admiral"),
    Employee(id: 3, name: "Alan Turing", role: "Mathematician"),
  ]
  static let departments = [
    Department(id: 10, name: "Research", employees: Array(employees[0...1])),
    Department(id: 20, name: "Codebreaking", employees: [employees[2]]),
  ]
}

struct EmployeeDetails: View {
  let ids: Set<Employee.ID>

  init(for ids: Set<Employee.ID>) { self.ids = ids }

  var body: some View {
    if let employee = StaffDirectory.employees.first(where: { ids.contains($0.id) }) {
      VStack(spacing: 8) {
        Text(employee.name).font(.title)
        Text(employee.role).foregroundStyle(.secondary)
      }
      .navigationTitle(employee.name)
    } else {
      Text("Select an employee")
    }
  }
}

struct EmployeesSplitScreen: View {
  @State private var employeeIds: Set<Employee.ID> = []

  var body: some View {
    NavigationSplitView {
      List(StaffDirectory.employees, selection: $employeeIds) { employee in
        Text(employee.name)
      }
      .navigationTitle("Employees")
    } detail: {
      EmployeeDetails(for: employeeIds)
    }
  }
}

struct DepartmentsSplitScreen: View {
  @State private var departmentId: Department.ID?
  @State private var employeeIds: Set<Employee.ID> = []

  var body: some View {
    NavigationSplitView {
      List(StaffDirectory.departments, selection: $departmentId) { department in
        Text(department.name)
      }
      .navigationTitle("Departments")
    } content: {
      if let department = StaffDirectory.departments.first(where: { $0.id == departmentId }) {
        List(department.employees, selection: $employeeIds) { employee in
          Text(employee.name)
        }
        .navigationTitle(department.name)
      } else {
        Text("Select a department")
      }
    } detail: {
      EmployeeDetails(for: employeeIds)
    }
  }
}
