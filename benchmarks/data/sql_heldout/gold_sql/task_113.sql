-- task_113 (department_store, easy): What is the average price of the products in the clothes category?
SELECT AVG(product_price) AS avg_price FROM Products WHERE product_type_code = 'Clothes';
