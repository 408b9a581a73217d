import java.util.Scanner;

// Mistake: the total is an int, which wraps around once it passes 2147483647.
public class Main {
    public static void main(String[] args) {
        Scanner scanner = new Scanner(System.in);
        int n = scanner.nextInt();
        int total = 0;
        for (int i = 0; i < n; i++) total += scanner.nextInt();
        System.out.println(total);
    }
}
