-- task_114 (department_store, medium): What is the total value purchased from tesco, summed over all the products it supplies?
SELECT SUM(ps.total_value_purchased) AS total_value
FROM Product_Suppliers ps JOIN Suppliers s ON s.supplier_id = ps.supplier_id
WHERE s.supplier_name = 'Tesco';
